import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import mongoose, { type Connection } from 'mongoose';

/** How hard the puzzle is: PBKDF2 rounds per try, and the most tries it can take (a browser needs a second or two). */
export interface ProofCost {
  cost: number;
  maxCounter: number;
}

const ALGORITHM = 'PBKDF2/SHA-256';
/** A challenge must be solved and sent within this time. */
const VALID_MS = 10 * 60 * 1000;

/** Solutions already spent, by challenge signature: an insert under a unique _id, so one proof buys one sign-up, even in parallel. */
const usedProofSchema = new mongoose.Schema(
  { _id: String, expiresAt: { type: Date, required: true } },
  { versionKey: false },
);

export function usedProofModel(connection: Connection) {
  return connection.model('UsedSignupProof', usedProofSchema, 'used_signup_proofs');
}
type UsedProofModel = ReturnType<typeof usedProofModel>;

export type ProofCheck = 'verified' | 'invalid' | 'expired' | 'replayed';

/**
 * Sign-up's proof of work (ALTCHA, self-hosted, issue 23): past the free sign-ups from one
 * address, a browser solves a signed puzzle that costs a person a second or two and a flood a
 * second per account. Challenges are HMAC-signed and verified without a store; spent ones are.
 */
export function signupProofs(used: UsedProofModel, secrets: { signature: string; key: string }, proofCost: ProofCost) {
  return {
    /** A new challenge, as the JSON the browser solves. */
    async challenge(): Promise<string> {
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        cost: proofCost.cost,
        counter: randomInt(Math.ceil(proofCost.maxCounter / 2), proofCost.maxCounter),
        deriveKey,
        expiresAt: new Date(Date.now() + VALID_MS),
        hmacSignatureSecret: secrets.signature,
        hmacKeySignatureSecret: secrets.key,
      });
      return JSON.stringify(challenge);
    },

    /** Checks a proof (base64 of `{ challenge, solution }`, as the ALTCHA widget sends it) and spends it. */
    async check(proof: string): Promise<ProofCheck> {
      let payload: { challenge?: Challenge; solution?: Solution };
      try {
        payload = JSON.parse(Buffer.from(proof, 'base64').toString('utf8')) as typeof payload;
      } catch {
        return 'invalid';
      }
      if (!payload?.challenge?.signature || !payload.solution || payload.challenge.parameters?.algorithm !== ALGORITHM)
        return 'invalid';
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: secrets.signature,
        hmacKeySignatureSecret: secrets.key,
      }).catch(() => ({ verified: false, expired: false }));
      if (result.expired) return 'expired';
      if (!result.verified) return 'invalid';
      try {
        await used.create({ _id: payload.challenge.signature, expiresAt: new Date(Date.now() + VALID_MS) });
      } catch (error) {
        if ((error as { code?: number }).code === 11000) return 'replayed';
        throw error;
      }
      return 'verified';
    },

    /** FerretDB has no TTL indexes: spent challenges past their expiry are swept. */
    sweep: async () => {
      await used.deleteMany({ expiresAt: { $lt: new Date() } });
    },
  };
}
export type SignupProofs = ReturnType<typeof signupProofs>;
