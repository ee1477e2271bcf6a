import type { RatingOptions } from '@cellar/core';
import { Flag, Heart, Smile, Star, ThumbsUp, type LucideIcon } from 'lucide-react';

/** The icon of each rating style. */
export const ratingIcons: { readonly [S in RatingOptions['style']]: LucideIcon } = {
  star: Star,
  heart: Heart,
  'thumbs-up': ThumbsUp,
  flag: Flag,
  smile: Smile,
};

/** What people call the symbols, for labels ("3 of 5 stars"). */
export const ratingNouns: { readonly [S in RatingOptions['style']]: string } = {
  star: 'stars',
  heart: 'hearts',
  'thumbs-up': 'thumbs up',
  flag: 'flags',
  smile: 'smiles',
};

/** A rating as a screen reader says it: "3 of 5 stars". */
export function ratingLabel(value: number, options: RatingOptions): string {
  return `${value} of ${options.max_value} ${ratingNouns[options.style]}`;
}
