import type { SchoolAverages } from '@predental/academics-contract/school-dat';
import type { Prerequisite } from './my-prerequisites/my-prerequisites';

/**
 * A DentalSchool as the gateway hands it to academics' fields: the fields they @require from
 * schools, only those the fields asked for need (so each may be missing).
 */
export interface RequiredSchool extends SchoolAverages {
  prerequisites?: Prerequisite[];
}
