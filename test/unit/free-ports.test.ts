/** Ports for a stack started by the tests: each emulator its own, free when handed out. */
import net from 'node:net';
import { freePort, freePorts } from '../../lib/local/processes';

describe('free ports', () => {
  it('hands out as many different ports as asked for, all free once handed out', async () => {
    const ports = await freePorts(12);
    expect(ports).toHaveLength(12);
    expect(new Set(ports).size).toBe(12);
    for (const port of ports) {
      const server = net.createServer();
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen({ port, host: '127.0.0.1' }, () => resolve());
      });
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('hands out one port on its own', async () => {
    expect(await freePort()).toBeGreaterThan(0);
  });
});
