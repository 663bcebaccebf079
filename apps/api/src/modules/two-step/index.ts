export { checkSecondFactor, hashRecoveryCode, newRecoveryCodes } from './second-factor.ts';
