import { createElement } from 'react';
import { templateIcon } from './templateIcons';

/** A template's icon in its tinted square, decorative: the template's name always sits beside it. */
export function TemplateIcon({ name, size, className }: { name: string; size: number; className?: string }) {
  return <span className={className}>{createElement(templateIcon(name), { size, 'aria-hidden': true })}</span>;
}
