interface LoaderProps {
  label?: string;
  fullScreen?: boolean;
}

export function Loader({ label = 'Loading...', fullScreen = false }: LoaderProps) {
  return (
    <div className={fullScreen ? 'loader loader--full' : 'loader'} role="status" aria-live="polite">
      <span className="loader__spinner" aria-hidden="true" />
      <p className="loader__label">{label}</p>
    </div>
  );
}
