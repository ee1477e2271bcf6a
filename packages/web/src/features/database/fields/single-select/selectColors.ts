import colors from './selectColors.module.css';

/** The class giving an option's colour as `--option-fill` and `--option-text`; colours outside the palette show as light gray. */
export function colorClass(color: string): string {
  return colors[color] ?? colors['light-gray'] ?? '';
}

/** A colour name as people read it: 'light-blue' → 'light blue'. */
export function colorName(color: string): string {
  return color.replace(/-/g, ' ');
}
