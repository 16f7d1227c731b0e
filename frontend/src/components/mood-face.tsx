import { FaceExpressionless, FaceGrinning, FaceNeutral, FaceSlightlyFrowning, FaceSlightlySmiling, type LucideIcon } from 'lucide-react';
import type { MoodLevel } from '../lib/mood-scale';

/** A drawn face per mood: the scale's emoji need an emoji font that many machines lack. */
const FACES: Record<MoodLevel['value'], LucideIcon> = {
  1: FaceSlightlyFrowning,
  2: FaceExpressionless,
  3: FaceNeutral,
  4: FaceSlightlySmiling,
  5: FaceGrinning,
};

interface MoodFaceProps {
  value: MoodLevel['value'];
  size?: number;
  className?: string;
}

/** Decorative: the mood's label stands beside the face or names an element around it. */
export function MoodFace({ value, size = 24, className }: MoodFaceProps) {
  const Face = FACES[value];
  return <Face className={className} aria-hidden="true" size={size} />;
}
