export { useTaxSettings } from './api/tax-api';
export { TaxReportSection } from './components/tax-report';
export { TaxSettingsForm } from './components/tax-settings-form';
