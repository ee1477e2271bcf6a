import { tableLimits } from '@cellar/core';
import { Pencil, Search } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { InlineRename } from '../../ui/InlineRename';
import { Switch } from '../../ui/Switch';
import { TextField } from '../../ui/TextField';
import { Row, Specimen } from './Specimen';
import styles from './StyleGuide.module.css';

/** A name that turns into an input in place, as the sidebar's rename does. */
function InlineRenameExample() {
  const [name, setName] = useState('Customers');
  const [renaming, setRenaming] = useState(false);
  if (renaming) return <InlineRename value={name} label="Table name" maxLength={tableLimits.nameMaxLength} onRename={setName} onDone={() => setRenaming(false)} />;
  return (
    <>
      <span>{name}</span>
      <Button size="sm" variant="ghost" icon={<Pencil size={14} aria-hidden />} onClick={() => setRenaming(true)}>
        Rename
      </Button>
    </>
  );
}

/** Text inputs with label, help and error, an inline rename, then switches and checkboxes. */
export function InputSpecimens() {
  const [on, setOn] = useState(true);
  const [off, setOff] = useState(false);
  const [checked, setChecked] = useState(true);
  const [unchecked, setUnchecked] = useState(false);
  return (
    <>
      <Specimen
        id="inputs"
        title="Inputs"
        usage="Every input has a visible label. Help text sits below; an error replaces it and is announced to screen readers. An inline rename replaces a name in place: Enter or clicking away saves, Escape cancels."
      >
        <div className={styles.grid}>
          <TextField label="Name" placeholder="Ada Lovelace" help="As shown to your team." />
          <TextField label="E-mail address" defaultValue="ada@" error="Please enter a valid e-mail address." />
          <TextField label="Search" placeholder="Search rows" icon={<Search size={15} />} />
          <TextField label="Disabled" defaultValue="Can’t change this" disabled />
        </div>
        <Row label="Rename">
          <InlineRenameExample />
        </Row>
      </Specimen>
      <Specimen id="switches" title="Switches and checkboxes" usage="A switch applies at once; a checkbox is part of a form or a selection.">
        <div className={styles.stack}>
          <Switch label="Allow creating new accounts" description="Applies immediately." checked={on} onCheckedChange={setOn} />
          <Switch label="Send weekly summary" checked={off} onCheckedChange={setOff} />
          <Switch label="Disabled" checked disabled onCheckedChange={() => undefined} />
        </div>
        <div className={styles.stack}>
          <Checkbox label="Customers" checked={checked} onCheckedChange={setChecked} />
          <Checkbox label="Projects" checked={unchecked} onCheckedChange={setUnchecked} />
          <Checkbox label="Some tables" checked="indeterminate" onCheckedChange={() => undefined} />
          <Checkbox label="Disabled" checked={false} disabled onCheckedChange={() => undefined} />
        </div>
      </Specimen>
    </>
  );
}
