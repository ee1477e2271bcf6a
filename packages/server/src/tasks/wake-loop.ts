/**
 * A worker's turns: one at a time, taken when woken (work was just queued) and every `intervalMs`
 * otherwise (work other processes queued, retries that came due). A wake during a turn asks for one
 * more turn after it rather than a second one beside it. The job runner and the webhook sender
 * each take their turns through one.
 */
export class WakeLoop {
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<void> | undefined;
  private again = false;
  private halted = true;

  constructor(
    private readonly turn: () => Promise<void>,
    private readonly intervalMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Whether it was stopped (or never started): a turn under way checks it between steps. */
  get stopped(): boolean {
    return this.halted;
  }

  /** The turn under way, if any. */
  get turnUnderWay(): Promise<void> | undefined {
    return this.current;
  }

  start(): void {
    if (!this.halted) return;
    this.halted = false;
    this.timer = setInterval(() => this.wake(), this.intervalMs);
    this.timer.unref();
    this.wake();
  }

  /** Takes a turn now, or right after the one under way. */
  wake(): void {
    if (this.halted) return;
    if (this.current) {
      this.again = true;
      return;
    }
    this.current = this.turn()
      .catch(this.onError)
      .finally(() => {
        this.current = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Takes no more turns; resolves once the one under way ended. */
  async stop(): Promise<void> {
    this.halted = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.current;
  }
}
