import { EXPERIENCE_TYPE_NAMES, type ExperienceType } from '@predental/experience-contract/experience-types';

/** AADSAS's name of a type id: 'dental-shadowing-virtual' -> 'Dental Shadowing (Virtual)'. */
export const typeName = (type: string) => EXPERIENCE_TYPE_NAMES[type as ExperienceType] ?? type;
