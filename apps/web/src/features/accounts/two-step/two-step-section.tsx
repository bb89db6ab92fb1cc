import { useState } from 'react';
import { RecoveryCodes } from './recovery-codes';
import { TurnOffTwoStep } from './turn-off-two-step';
import { TwoStepSetup } from './two-step-setup';

/**
 * 2-step verification: set up when off, turn off when on. The recovery codes of a fresh
 * setup stay on screen (once) until the person says they have stored them.
 */
export function TwoStepSection({ mfaEnabled }: { mfaEnabled: boolean }) {
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  if (recoveryCodes) {
    return <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(undefined)} />;
  }
  return mfaEnabled ? <TurnOffTwoStep /> : <TwoStepSetup onEnabled={setRecoveryCodes} />;
}
