import {
  ACCOUNT_MESSAGES,
  MESSAGES,
  PASSWORD_MESSAGES,
  PHONE_NUMBER_MESSAGE,
  SERVER_MESSAGES,
  TRACKING_MESSAGES,
} from '@shop/contract';
import { defineMessages } from './define-messages.ts';
// The customer forms' field refusals, registered with these.
import './validation-messages.ts';

/**
 * The contract's messages (the server's answers and the spec's dialog texts, one list for both
 * apps), registered so that a customer reading Filipino sees them in Filipino. The staff's are
 * among them: their screens stay English, so those words are never looked up.
 */
defineMessages('server', SERVER_MESSAGES);
defineMessages('spec', MESSAGES);
defineMessages('account', ACCOUNT_MESSAGES);
defineMessages('password', PASSWORD_MESSAGES);
defineMessages('tracking', TRACKING_MESSAGES);
defineMessages('phone', { phoneNumber: PHONE_NUMBER_MESSAGE });
