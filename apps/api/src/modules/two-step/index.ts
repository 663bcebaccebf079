export { checkSecondFactor, hashRecoveryCode, newRecoveryCodes } from './second-factor.ts';
export { turnOffSecondFactor } from './turn-off.ts';
