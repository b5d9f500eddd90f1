import { renderMessage } from '../../lib/error-codes';
// Kinds of the opaque ids this module mints (app.ids.encodeId(kind, n)): a value minted for one kind
// never decodes as another, so a branch id cannot be passed off as an activity id.
export const ACTIVITY_KIND = 'activity';
export const BRANCH_KIND = 'activity-branch';
export const REVIEW_KIND = 'activity-review';

export const ACTIVITY_NOT_FOUND = renderMessage('activity_not_found');
