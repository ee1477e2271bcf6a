import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../ui/Button';
import { Row, Specimen } from './Specimen';

/** Buttons in every variant, size and state. */
export function ButtonSpecimens() {
  return (
    <Specimen id="buttons" title="Buttons" usage="One primary action per view. Secondary for the rest, danger for destructive actions, ghost inside dense toolbars.">
      <Row label="Variants">
        <Button variant="primary">Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="danger" icon={<Trash2 size={14} aria-hidden />}>
          Delete
        </Button>
        <Button variant="ghost">Ghost</Button>
      </Row>
      <Row label="Sizes">
        <Button variant="primary" size="sm">
          Small
        </Button>
        <Button variant="primary" size="md">
          Medium
        </Button>
        <Button variant="primary" size="lg">
          Large
        </Button>
        <Button size="md" icon={<Plus size={15} />} aria-label="Add" />
      </Row>
      <Row label="States">
        <Button variant="primary" loading>
          Saving
        </Button>
        <Button variant="secondary" loading>
          Loading
        </Button>
        <Button variant="primary" disabled>
          Disabled
        </Button>
        <Button variant="secondary" disabled>
          Disabled
        </Button>
      </Row>
    </Specimen>
  );
}
