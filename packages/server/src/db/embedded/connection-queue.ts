/** A first-come, first-served lock around the single PGlite session. */
export class ConnectionQueue {
  #held = false;
  readonly #waiting: Array<() => void> = [];

  /** Resolves when the caller holds the session; callers are served in the order they asked. */
  acquire(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  /** Hands the session to the next waiter, or frees it. */
  release(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#held = false;
  }
}
