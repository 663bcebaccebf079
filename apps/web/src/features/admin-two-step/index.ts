export { twoStepKeys, useTwoStepStatus } from './api/two-step-api';
export { TwoStepPrompt } from './components/two-step-prompt';
export { TwoStepSettings } from './components/two-step-settings';
