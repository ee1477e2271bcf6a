import type { GroupWithMembership } from '@cellar/core';
import * as Popover from '@radix-ui/react-popover';
import { Check, Plus, Search } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { Avatar } from '../../ui/Avatar';
import { filterOptions } from '../../ui/Dropdown';
import { useGroups } from '../groups/useGroups';
import { useSelectedGroup } from '../groups/useSelectedGroup';
import styles from './GroupSwitcher.module.css';

/** Props of GroupSwitcher: the button that opens it, and what 'Create group' does. */
export interface GroupSwitcherProps {
  trigger: ReactElement;
  onCreateGroup: () => void;
  side?: 'bottom' | 'right';
}

/** The searchable list of the user's groups (case-insensitive, 'No results found') with 'Create group'. */
export function GroupSwitcher({ trigger, onCreateGroup, side = 'bottom' }: GroupSwitcherProps) {
  const groups = useGroups().data ?? [];
  const { group: selected, select } = useSelectedGroup();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const visible = filterOptions(groups.map((group) => ({ group, label: group.name })), query);
  const listId = useId();
  const optionId = (groupId: number) => `${listId}-${groupId}`;
  const activeGroup = visible[active]?.group;
  // Set when the popover closes to open a dialog: the dialog takes focus, the trigger must not take it back.
  const openingDialog = useRef(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const choose = (group: GroupWithMembership) => {
    select(group.id);
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp' && event.key !== 'Enter') return;
    // Buttons in the popover ('Create group') keep their own Enter.
    if (event.key === 'Enter' && event.target instanceof HTMLButtonElement) return;
    event.preventDefault();
    if (event.key === 'Enter') {
      const option = visible[active];
      if (option) choose(option.group);
      return;
    }
    const delta = event.key === 'ArrowDown' ? 1 : -1;
    setActive((index) => (visible.length === 0 ? 0 : (index + delta + visible.length) % visible.length));
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setQuery('');
        setActive(0);
      }}
    >
      <Popover.Trigger asChild ref={triggerRef}>
        {trigger}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={styles.content}
          side={side}
          align="start"
          sideOffset={6}
          collisionPadding={8}
          onKeyDown={onKeyDown}
          aria-label="Switch group"
          onCloseAutoFocus={(event) => {
            if (!openingDialog.current) return;
            openingDialog.current = false;
            event.preventDefault();
          }}
        >
          <div className={styles.search}>
            <Search size={14} aria-hidden />
            <input
              autoFocus
              value={query}
              placeholder="Search groups"
              aria-label="Search groups"
              role="combobox"
              aria-expanded
              aria-controls={listId}
              aria-activedescendant={activeGroup ? optionId(activeGroup.id) : undefined}
              onChange={(event) => {
                setQuery(event.target.value);
                setActive(0);
              }}
            />
          </div>
          <ul className={styles.list} role="listbox" id={listId} aria-label="Groups">
            {visible.map(({ group }, index) => (
              <li
                key={group.id}
                id={optionId(group.id)}
                role="option"
                aria-selected={group.id === selected?.id}
                className={`${styles.option} ${index === active ? styles.active : ''}`}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(group)}
              >
                <Avatar name={group.name} size={22} />
                <span className={styles.label}>{group.name}</span>
                {group.id === selected?.id && <Check size={14} className={styles.check} aria-hidden />}
              </li>
            ))}
            {visible.length === 0 && <li className={styles.empty}>No results found</li>}
          </ul>
          <button
            type="button"
            className={styles.create}
            onClick={() => {
              // The dialog remembers what had focus as what to return to; this button is about to go.
              triggerRef.current?.focus();
              openingDialog.current = true;
              setOpen(false);
              onCreateGroup();
            }}
          >
            <Plus size={14} aria-hidden /> Create group
          </button>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
