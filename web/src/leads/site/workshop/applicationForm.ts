import type { components } from '@agency/contracts/openapi/leads';
import type { Availability, Interest, StudyYear } from '@agency/contracts/leads/rules';

export type ApplicationRequest = components['schemas']['ApplicationRequest'];

/** The volunteer form as it is typed: the year and the term start unchosen. */
export interface ApplicationValues {
  name: string;
  email: string;
  phone: string;
  university: string;
  program: string;
  year: StudyYear | '';
  experience: string;
  availability: Availability | '';
  interests: Interest[];
  motivation: string;
}

export const emptyApplication: ApplicationValues = {
  name: '',
  email: '',
  phone: '',
  university: '',
  program: '',
  year: '',
  experience: '',
  availability: '',
  interests: [],
  motivation: '',
};
