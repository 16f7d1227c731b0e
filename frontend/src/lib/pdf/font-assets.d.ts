// Vite gives a font file imported with ?url as the address of the built asset.
declare module '*.ttf?url' {
  const url: string;
  export default url;
}
declare module '*.woff?url' {
  const url: string;
  export default url;
}
