import { Dropdown } from '../../../../ui/Dropdown';
import { FilterValueInput } from '../FilterValueInput';
import styles from './DateStepsFilterInput.module.css';
import { countProblem, dateProblem, operatorInput, operatorLabel, operatorsFor, readSteps, writeSteps } from './dateStepsValue';
import type { FilterInputProps } from './filterInputProps';

// The multi-step date filters' input: an operator ("today", "number of days ago", "exact date"…) and, when it
// takes one, a number or a date. The days are counted in the field's forced zone or else the person's own.
function DateStepsInput({ value, field, label, disabled, onCommit, takesToday }: FilterInputProps & { takesToday: boolean }) {
  const steps = readSteps(value, field);
  const kind = operatorInput(steps.operator);
  const options = operatorsFor(takesToday).map((operator) => ({ value: operator, label: operatorLabel(operator) }));
  return (
    <div className={styles.steps}>
      <Dropdown
        options={options}
        value={steps.operator}
        searchable={false}
        placeholder="Choose when…"
        aria-label={`${label} operator`}
        onChange={(operator) => {
          // A number means nothing as a date and the other way round: the value starts empty then.
          const keep = operatorInput(operator) === kind ? steps.value : '';
          if (!disabled) onCommit(writeSteps({ ...steps, operator, value: keep }));
        }}
      />
      {kind === null ? null : (
        <FilterValueInput
          key={kind}
          value={steps.value}
          label={kind === 'count' ? `${label} number` : `${label} date`}
          disabled={disabled}
          validate={kind === 'count' ? countProblem : dateProblem}
          placeholder={kind === 'count' ? 'Number…' : 'YYYY-MM-DD'}
          inputMode={kind === 'count' ? 'numeric' : undefined}
          onCommit={(text) => onCommit(writeSteps({ ...steps, value: text.trim() }))}
        />
      )}
    </div>
  );
}

/** The input of `date_is` and its family. */
export function DateStepsFilterInput(props: FilterInputProps) {
  return <DateStepsInput {...props} takesToday />;
}

/** The input of `date_is_within`, which takes every operator but `today`. */
export function DateWithinFilterInput(props: FilterInputProps) {
  return <DateStepsInput {...props} takesToday={false} />;
}
