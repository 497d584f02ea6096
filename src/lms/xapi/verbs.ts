import type { Verb } from '../../embed/xapiStatement';

/** The ADL verbs Cloakroom uses (ADL Vocabulary, http://adlnet.gov/expapi/verbs/). */
export const VERBS = {
  initialized: { id: 'http://adlnet.gov/expapi/verbs/initialized', display: { en: 'initialized' } },
  experienced: { id: 'http://adlnet.gov/expapi/verbs/experienced', display: { en: 'experienced' } },
  answered: { id: 'http://adlnet.gov/expapi/verbs/answered', display: { en: 'answered' } },
  completed: { id: 'http://adlnet.gov/expapi/verbs/completed', display: { en: 'completed' } },
  passed: { id: 'http://adlnet.gov/expapi/verbs/passed', display: { en: 'passed' } },
} as const satisfies Record<string, Verb>;

/** ADL activity types for what Cloakroom's statements are about. */
export const ACTIVITY_TYPES = {
  lesson: 'http://adlnet.gov/expapi/activities/lesson',
  /** The chapters this embed offers (a playlist, or the whole lesson). */
  module: 'http://adlnet.gov/expapi/activities/module',
  /** A chapter: a narrated scene the learner watches, as one watches media. */
  media: 'http://adlnet.gov/expapi/activities/media',
  /** A prediction: a multiple-choice question. */
  interaction: 'http://adlnet.gov/expapi/activities/cmi.interaction',
} as const;
