import http from 'node:http';

/**
 * A light keep-alive JSON client for load: the clients share this machine's two cores
 * with the stack, so they should cost as little as possible.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export function jsonCaller(apiUrl: string) {
  const base = new URL(apiUrl);
  return (method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: unknown }> =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      const req = http.request(
        {
          agent,
          host: base.hostname,
          port: base.port,
          method,
          path: `${base.pathname}${path}`,
          headers: {
            ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': payload.length } : {}),
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as unknown) : undefined });
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
}
