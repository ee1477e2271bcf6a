/** Timings of the top progress bar (spec §9). */
export const progressTimings = { throttleMs: 200, durationMs: 5000, hideDelayMs: 500, tickMs: 100 } as const;

/** What the bar shows: whether it is visible, how far along it is, and whether it failed. */
export interface ProgressState {
  visible: boolean;
  percent: number;
  failed: boolean;
}

/** The progress bar's controls (spec §2: start, set, finish, fail, hide). */
export interface ProgressStore {
  getSnapshot(): ProgressState;
  subscribe(listener: () => void): () => void;
  start(): void;
  set(percent: number): void;
  finish(): void;
  fail(): void;
  hide(): void;
}

const hidden: ProgressState = { visible: false, percent: 0, failed: false };
// It creeps towards the end but never claims completion on its own; finish() does that.
const creepCeiling = 95;

/** Creates a progress bar store; a start shows nothing for the throttle time, so quick work never flashes. */
export function createProgressStore(timings = progressTimings): ProgressStore {
  let state: ProgressState = hidden;
  const listeners = new Set<() => void>();
  let throttle: ReturnType<typeof setTimeout> | undefined;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let hider: ReturnType<typeof setTimeout> | undefined;
  const step = 100 / (timings.durationMs / timings.tickMs);

  const update = (next: ProgressState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  const stopAll = () => {
    clearTimeout(throttle);
    clearInterval(ticker);
    clearTimeout(hider);
    throttle = ticker = hider = undefined;
  };
  const tick = () => update({ ...state, percent: Math.min(creepCeiling, state.percent + step) });
  const end = (failed: boolean) => {
    const wasShown = state.visible;
    stopAll();
    if (!wasShown) return update(hidden);
    update({ visible: true, percent: 100, failed });
    hider = setTimeout(() => update(hidden), timings.hideDelayMs);
  };

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      stopAll();
      update(hidden);
      throttle = setTimeout(() => {
        update({ visible: true, percent: 0, failed: false });
        ticker = setInterval(tick, timings.tickMs);
      }, timings.throttleMs);
    },
    set(percent) {
      clearTimeout(throttle);
      clearTimeout(hider);
      update({ visible: true, percent: Math.max(0, Math.min(100, percent)), failed: false });
    },
    finish: () => end(false),
    // A failure is always shown, even when it came before the throttle ran out.
    fail: () => {
      update({ ...state, visible: true });
      end(true);
    },
    hide() {
      stopAll();
      update(hidden);
    },
  };
}
