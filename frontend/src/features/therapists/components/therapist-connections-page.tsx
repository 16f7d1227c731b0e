import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadFailure } from '../../../components/load-failure';
import { Loader } from '../../../components/loader';
import { useToast } from '../../../components/toast';
import { LiveAnnouncement } from '../../../components/live-announcement';
import { ApiError } from '../../../lib/api-client';
import { useRetriableLoad } from '../../../lib/use-retriable-load';
import { therapistsApi } from '../api/therapists-api';
import { THERAPIST_MESSAGES } from '../matching';
import { therapistName } from '../therapist-display';
import { ConnectionCard, connectionTherapist, type LooseConnection } from './connection-card';
import './therapists.css';

const WITHDRAW_FAILED = 'Failed to withdraw the request. Please try again.';

type LoadState = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; connections: LooseConnection[] };
const LOADING: LoadState = { state: 'loading' };

function newestFirst(connections: LooseConnection[]): LooseConnection[] {
  const time = (c: LooseConnection) => {
    const value = typeof c.createdAt === 'string' ? Date.parse(c.createdAt) : NaN;
    return Number.isNaN(value) ? 0 : value;
  };
  return [...connections].sort((a, b) => time(b) - time(a));
}

/** Spec §2 /therapist-connections: the person's requests and connections with therapists. */
export function TherapistConnectionsPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const { state: load, setState: setLoad, attempt, retry } = useRetriableLoad(LOADING);
  const [withdrawing, setWithdrawing] = useState<LooseConnection | null>(null);
  const [withdrawBusy, setWithdrawBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    therapistsApi.listConnections(controller.signal).then(
      (connections) => {
        if (controller.signal.aborted) return;
        const usable = (connections as (LooseConnection | null)[]).filter(
          (c): c is LooseConnection => !!c && typeof c._id === 'string' && c._id !== '',
        );
        setLoad({ state: 'ready', connections: newestFirst(usable) });
      },
      () => {
        if (!controller.signal.aborted) setLoad({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [attempt, setLoad]);

  const confirmWithdraw = async () => {
    if (!withdrawing) return;
    const target = withdrawing;
    setWithdrawBusy(true);
    try {
      const answer = await therapistsApi.withdrawConnection(target._id);
      if (!mounted.current) return;
      const status = answer?.connection?.status ?? 'withdrawn';
      setLoad((current) =>
        current.state === 'ready'
          ? { ...current, connections: current.connections.map((c) => (c._id === target._id ? { ...c, status } : c)) }
          : current,
      );
      setAnnouncement(`Your request to ${therapistName(connectionTherapist(target))} was withdrawn.`);
    } catch (failure) {
      if (!mounted.current) return;
      const serverText = failure instanceof ApiError && failure.status >= 400 && failure.status < 500 && !failure.message.startsWith('HTTP error!');
      toast.error(serverText ? (failure as ApiError).message : WITHDRAW_FAILED);
    } finally {
      if (mounted.current) {
        setWithdrawBusy(false);
        setWithdrawing(null);
      }
    }
  };

  let content;
  if (load.state === 'loading') {
    content = <Loader label="Loading your therapist connections..." />;
  } else if (load.state === 'failed') {
    content = (
      <LoadFailure className="empty-state card" message={THERAPIST_MESSAGES.connectionsLoadFailed} onRetry={retry} retryLabel="Try Again" />
    );
  } else if (load.connections.length === 0) {
    content = (
      <div className="empty-state card">
        <h2 className="empty-state__title">No Therapist Connections</h2>
        <p>When you ask a therapist to connect, your request and its status appear here.</p>
        <Button onClick={() => navigate('/therapists')}>
          <Search aria-hidden="true" size={18} />
          Find Therapists
        </Button>
      </div>
    );
  } else {
    content = (
      <ul className="connection-list plain-list" aria-label="Your therapist connections">
        {load.connections.map((connection) => (
          <li key={connection._id}>
            <ConnectionCard
              connection={connection}
              onMessage={() => toast.info(THERAPIST_MESSAGES.messagingSoon)}
              onWithdraw={() => setWithdrawing(connection)}
            />
          </li>
        ))}
      </ul>
    );
  }

  const hasConnections = load.state === 'ready' && load.connections.length > 0;

  return (
    <section className="page therapists-page">
      <header className="split-row therapists-header">
        <div>
          <h1 className="page__title">Therapist Connections</h1>
          <p className="page__lead">The requests you have sent and the therapists you are working with.</p>
          <p>
            <Link to="/reports">Make a report to share with your therapist</Link>
          </p>
        </div>
        {hasConnections && (
          <Link className="therapists-header__link" to="/therapists">
            Find more therapists
          </Link>
        )}
      </header>

      {content}

      <LiveAnnouncement message={announcement} />

      {withdrawing && (
        <ConfirmDialog
          title="Withdraw request?"
          message={`Withdraw your connection request to ${therapistName(connectionTherapist(withdrawing))}? The therapist will no longer see it, and you can send a new request later.`}
          confirmLabel="Withdraw request"
          cancelLabel="Keep request"
          danger
          busy={withdrawBusy}
          onConfirm={() => void confirmWithdraw()}
          onCancel={() => setWithdrawing(null)}
        />
      )}
    </section>
  );
}
