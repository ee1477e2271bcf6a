/** The reference's duration formats, in its order; `h:mm` is the default. */
export const durationFormats = ['h:mm', 'h:mm:ss', 'h:mm:ss.s', 'h:mm:ss.ss', 'h:mm:ss.sss', 'd h', 'd h:mm', 'd h:mm:ss', 'd h mm', 'd h mm ss'] as const;

/** The name of a duration format. */
export type DurationFormat = (typeof durationFormats)[number];

/** The time units a format shows, largest to smallest: the smallest is what values are rounded to. */
interface FormatRule {
  /** What the settings dropdown shows. */
  label: string;
  /** The step values are rounded to, in seconds (0.001 for milliseconds). */
  step: number;
  /** The text of a positive duration split into days, hours, minutes and seconds. */
  write(d: number, h: number, m: number, s: number): string;
}

const two = (n: number) => String(n).padStart(2, '0');
// Seconds with a fixed number of decimals, padded as Python's `%0N.Df` pads them.
const secs = (s: number, places: number) => s.toFixed(places).padStart(places === 0 ? 2 : 3 + places, '0');

/** How each format rounds and writes a duration (the reference's `DURATION_FORMATS`). */
export const durationFormatRules: { readonly [F in DurationFormat]: FormatRule } = {
  'h:mm': { label: 'h:mm (1:23)', step: 60, write: (d, h, m) => `${d * 24 + h}:${two(m)}` },
  'h:mm:ss': { label: 'h:mm:ss (1:23:40)', step: 1, write: (d, h, m, s) => `${d * 24 + h}:${two(m)}:${secs(s, 0)}` },
  'h:mm:ss.s': { label: 'h:mm:ss.s (1:23:40.0)', step: 0.1, write: (d, h, m, s) => `${d * 24 + h}:${two(m)}:${secs(s, 1)}` },
  'h:mm:ss.ss': { label: 'h:mm:ss.ss (1:23:40.00)', step: 0.01, write: (d, h, m, s) => `${d * 24 + h}:${two(m)}:${secs(s, 2)}` },
  'h:mm:ss.sss': { label: 'h:mm:ss.sss (1:23:40.000)', step: 0.001, write: (d, h, m, s) => `${d * 24 + h}:${two(m)}:${secs(s, 3)}` },
  'd h': { label: 'd h (1d 2h)', step: 3600, write: (d, h) => `${d}d ${h}h` },
  'd h:mm': { label: 'd h:mm (1d 2:34)', step: 60, write: (d, h, m) => `${d}d ${h}:${two(m)}` },
  'd h:mm:ss': { label: 'd h:mm:ss (1d 2:34:56)', step: 1, write: (d, h, m, s) => `${d}d ${h}:${two(m)}:${secs(s, 0)}` },
  'd h mm': { label: 'd h m (1d 2h 3m)', step: 60, write: (d, h, m) => `${d}d ${h}h ${two(m)}m` },
  'd h mm ss': { label: 'd h m s (1d 2h 3m 4s)', step: 1, write: (d, h, m, s) => `${d}d ${h}h ${two(m)}m ${secs(s, 0)}s` },
};

/** The decimals a format keeps (0 for whole seconds and coarser). */
export function decimalsOf(format: DurationFormat): number {
  const { step } = durationFormatRules[format];
  return step >= 1 ? 0 : Math.round(-Math.log10(step));
}

/** Rounds seconds to the format's step, half away from zero as the reference's `rround`. */
export function roundToFormat(seconds: number, format: DurationFormat): number {
  const { step } = durationFormatRules[format];
  const scaled = step >= 1 ? seconds / step : seconds * Math.round(1 / step);
  const rounded = Math.sign(scaled) * Math.floor(Math.abs(scaled) + 0.5);
  const value = step >= 1 ? rounded * step : rounded / Math.round(1 / step);
  return value === 0 ? 0 : value; // never -0
}

/** A duration as its format writes it ("1:30", "-1d 2h"); the sign goes in front. */
export function formatDuration(seconds: number, format: DurationFormat): string {
  const ms = Math.round(Math.abs(seconds) * 1000);
  const d = Math.floor(ms / 86_400_000);
  const h = Math.floor((ms % 86_400_000) / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = (ms % 60_000) / 1000;
  return `${seconds < 0 && ms > 0 ? '-' : ''}${durationFormatRules[format].write(d, h, m, s)}`;
}

/** Whether values of `from` lose precision when shown in `to` (rounded to a coarser step). */
export function isLossyChange(from: DurationFormat, to: DurationFormat): boolean {
  return durationFormatRules[to].step > durationFormatRules[from].step;
}
