import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a server (PostgreSQL in the fault tests) that can stall — hold every
 * byte in both directions, as a network that stops answering does — or go down, dropping every
 * connection and refusing new ones, and then come back.
 */
export class TcpProxy {
  #server: Server | undefined;
  #sockets = new Set<Socket>();
  #stalled = false;
  #held: (() => void)[] = [];
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(port = 0): Promise<this> {
    const server = createServer((client) => this.#accept(client));
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.#server = server;
    this.port = (server.address() as { port: number }).port;
    return this;
  }

  #accept(client: Socket): void {
    const upstream = connect(this.targetPort, this.targetHost);
    for (const socket of [client, upstream]) {
      this.#sockets.add(socket);
      socket.on('close', () => this.#sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    this.#pipe(client, upstream);
    this.#pipe(upstream, client);
  }

  #pipe(from: Socket, to: Socket): void {
    from.on('data', (chunk) => {
      const forward = () => void (to.writable && to.write(chunk));
      if (this.#stalled) this.#held.push(forward);
      else forward();
    });
    from.on('close', () => to.destroy());
  }

  /** Holds every byte from now on, in both directions, until `resume`. */
  stall(): void {
    this.#stalled = true;
  }

  /** Lets held and new bytes through again. */
  resume(): void {
    this.#stalled = false;
    for (const forward of this.#held.splice(0)) forward();
  }

  /** Drops every connection and stops listening: the server looks down. */
  async down(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()));
    this.#server = undefined;
  }

  /** Listens again on the same port. */
  async up(): Promise<void> {
    await this.start(this.port);
  }

  async stop(): Promise<void> {
    this.resume();
    await this.down();
  }
}
