import type { RowModalInputProps } from '../fieldUi';
import { AddLinkButton } from './AddLinkButton';
import { LinkChips } from './LinkChips';
import { shownLinks, withLink, withoutLink } from './linkRowValues';
import styles from './linkRow.module.css';

/** The row modal's links: chips with remove buttons and '+' to link another row; each change saves. */
export function LinkRowRowModalInput({ field, value, onSave, id }: RowModalInputProps) {
  const links = shownLinks(value);
  return (
    <div className={styles.modalInput}>
      <LinkChips links={links} fieldName={field.name} onRemove={(link) => onSave(withoutLink(links, link.id))} />
      <AddLinkButton id={id} field={field} links={links} onAdd={(row) => onSave(withLink(links, row))} />
    </div>
  );
}
