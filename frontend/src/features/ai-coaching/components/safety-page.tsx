import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { CrisisCard } from '../../../components/crisis-card';
import './safety.css';

/** What the AI coach is and is not, and what happens when someone is in crisis. */
export function SafetyPage() {
  return (
    <div className="page safety">
      <p>
        <Link to="/ai-coaching">
          <ArrowLeft aria-hidden="true" size={16} /> Back to AI Coaches
        </Link>
      </p>
      <header>
        <h1 className="page__title">About your AI coach and your safety</h1>
        <p className="page__lead">The coaches in Solace are AI wellness coaches. Here is what that means for you.</p>
      </header>

      <section className="card">
        <h2 className="section-title">What the coach is</h2>
        <ul>
          <li>A guide for everyday wellbeing: breathing and grounding, looking at a worrying thought, naming a feeling, setting a small goal.</li>
          <li>A scripted coach that runs on your device. It reflects back what you say and walks you through well-known self-help techniques.</li>
          <li>Private: what you write is encrypted on your device before it is saved, and only you can read it.</li>
        </ul>
      </section>

      <section className="card">
        <h2 className="section-title">What the coach is not</h2>
        <ul>
          <li>Not a therapist, doctor or counsellor, and not a replacement for one.</li>
          <li>It cannot diagnose anything, treat a condition or advise on medication.</li>
          <li>It is not an emergency service and cannot call anyone for you.</li>
          <li>It can misunderstand you. If something it says does not fit, trust yourself and reach out to a person.</li>
        </ul>
        <p>
          If you would like to talk with a licensed professional, <Link to="/therapists">find a therapist</Link>.
        </p>
      </section>

      <section className="card">
        <h2 className="section-title">If you are in crisis</h2>
        <p>
          Every message you send, every journal entry and every mood note is checked on your device, before any reply, for signs that you may be
          thinking about suicide or hurting yourself. Nothing of what you wrote leaves your device for this check.
        </p>
        <ul>
          <li>
            In the chat, when a message sounds like you may be thinking of ending your life, the coach does not reply as usual. You see the
            crisis lines below instead, one tap each.
          </li>
          <li>
            When it is not sure, the coach asks you directly whether you are having thoughts of ending your life, with the lines under its
            question. If you answer yes, sometimes or that you are not sure, you see the crisis lines; if you answer no, the conversation goes on.
          </li>
          <li>In the journal and the mood log, your words are saved as always and the same crisis lines are shown.</li>
          <li>The check can miss things. If you are in danger, do not wait for the app: call 911 or go to the nearest emergency department.</li>
        </ul>
      </section>

      <CrisisCard context="info" />
    </div>
  );
}
