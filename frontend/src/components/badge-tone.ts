/** The tones of styles/badges.css: a badge gets `badge--<tone>` for its soft background and ink. */
export type BadgeTone = 'primary' | 'success' | 'warning' | 'danger' | 'neutral';
