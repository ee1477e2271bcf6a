/** The request-validation messages clients see, worded as the reference API words them (contract §1.3). */
export const validationMessages = {
  required: 'This field is required.',
  null: 'This field may not be null.',
  blank: 'This field may not be blank.',
  maxLength: (max: number | bigint) => `Ensure this field has no more than ${max} characters.`,
  minLength: (min: number | bigint) => `Ensure this field has at least ${min} characters.`,
  invalidEmail: 'Enter a valid email address.',
  invalidUrl: 'Enter a valid URL.',
  invalidChoice: (value: unknown) => `"${displayedInput(value)}" is not a valid choice.`,
  invalidBoolean: 'Must be a valid boolean.',
  invalidString: 'Not a valid string.',
  invalidInteger: 'A valid integer is required.',
  minValue: (min: number | bigint) => `Ensure this value is greater than or equal to ${min}.`,
  maxValue: (max: number | bigint) => `Ensure this value is less than or equal to ${max}.`,
  notAList: (type: string) => `Expected a list of items but got type "${type}".`,
  notADictionary: (type: string) => `Invalid data. Expected a dictionary, but got ${type}.`,
  maxItems: (max: number | bigint) => `Ensure this field has no more than ${max} elements.`,
  minItems: (min: number | bigint) => `Ensure this field has at least ${min} elements.`,
  emptyList: 'This list may not be empty.',
  incorrectPkType: (type: string) => `Incorrect type. Expected pk value, received ${type}.`,
  pkDoesNotExist: (value: unknown) => `Invalid pk "${displayedInput(value)}" - object does not exist.`,
} as const;

// What a message quotes of a client's value: never its own `toString`, which a hostile body can
// make throw or lie; objects and lists appear as JSON, cut short.
function displayedInput(value: unknown): string {
  if (typeof value === 'object' && value !== null) return (JSON.stringify(value) ?? '').slice(0, 100);
  return String(value);
}
