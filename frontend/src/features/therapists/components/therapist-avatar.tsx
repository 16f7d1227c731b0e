import { initials, type LooseTherapist } from '../therapist-display';

/** A therapist's initials in a circle, hidden from screen readers: the name beside it says who it is. */
export function TherapistAvatar({ therapist }: { therapist: LooseTherapist | null | undefined }) {
  return (
    <span className="therapist-avatar" aria-hidden="true">
      {initials(therapist)}
    </span>
  );
}
