// `@casino/ui/forms`: the form and its controls (fields, text areas, selects, checkboxes, choice
// groups). Bindings come from `useForm` of `@casino/platform` as plain props. `Field` and `Select`
// are part of `@casino/ui/core` too (one module: the lobby's language picker loads no form code).
export { Checkbox, type CheckboxProps } from './checkbox';
export { ChoiceGroup, type ChoiceGroupProps, type ChoiceOption } from './choice-group';
export { Field, type FieldControlProps, type FieldProps } from './field';
export { Form, FormError, type FormErrorProps, type FormProps } from './form';
export { Select, type SelectOption, type SelectProps } from './select';
export { TextArea, type TextAreaProps } from './text-area';
export { TextField, type TextFieldProps } from './text-field';
