/** Word lists shared by the hopelessness rule files. */
import { anyOf, notFollowedBy, seq } from './rule';

// After "go on", "keep going", "continue": nothing being gone on with ("go on the trip", "continue my course").
export const NO_OBJECT_AFTER = notFollowedBy(
  seq(
    ' ',
    anyOf(
      'the', 'a', 'an', 'this', 'that', 'these', 'those', 'my', 'our', 'your', 'his', 'her', 'their', 'about',
      `with ${notFollowedBy('life', 'living')}`,
      'holiday', 'vacation', 'trips?', 'tours?', 'dates?', 'social media', 'twitter', 'instagram', 'facebook', 'it',
    ),
    String.raw`\b`,
  ),
);

/** Not being able to go on, bear it, take it. */
export const UNABLE = ['can not', 'could not', 'can no longer', 'no longer able to', 'unable to'];
