export { StatePicker, type StatePickerProps } from './components/state-picker.tsx';
export {
  IndustryCodePicker,
  type IndustryCodePickerProps,
  type IndustryCodeValue,
} from './components/industry-code-picker.tsx';
