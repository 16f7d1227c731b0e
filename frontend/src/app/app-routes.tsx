import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Loader } from '../components/loader';
import { useAuth } from '../lib/auth-context';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './not-found-page';

// Each page is its own chunk: signed-out visitors never load the app, and vice versa.
const LoginPage = lazy(() => import('../features/auth/components/login-page').then((m) => ({ default: m.LoginPage })));
const ResetPasswordPage = lazy(() =>
  import('../features/auth/components/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
const VerifyEmailPage = lazy(() =>
  import('../features/auth/components/verify-email-page').then((m) => ({ default: m.VerifyEmailPage })),
);
const DashboardPage = lazy(() =>
  import('../features/dashboard/components/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
const WellnessPage = lazy(() => import('../features/wellness/components/wellness-page').then((m) => ({ default: m.WellnessPage })));
const SupportPage = lazy(() => import('../features/support/components/support-page').then((m) => ({ default: m.SupportPage })));
const ProfilePage = lazy(() => import('../features/profile/components/profile-page').then((m) => ({ default: m.ProfilePage })));
const TherapistMatchingPage = lazy(() =>
  import('../features/therapists/components/therapist-matching-page').then((m) => ({ default: m.TherapistMatchingPage })),
);
const TherapistConnectionsPage = lazy(() =>
  import('../features/therapists/components/therapist-connections-page').then((m) => ({
    default: m.TherapistConnectionsPage,
  })),
);
const MentalHealthPage = lazy(() =>
  import('../features/mental-health/components/mental-health-page').then((m) => ({ default: m.MentalHealthPage })),
);
const JournalPage = lazy(() => import('../features/journal/components/journal-page').then((m) => ({ default: m.JournalPage })));
const AiCoachingPage = lazy(() =>
  import('../features/ai-coaching/components/ai-coaching-page').then((m) => ({ default: m.AiCoachingPage })),
);
const SafetyPage = lazy(() => import('../features/ai-coaching/components/safety-page').then((m) => ({ default: m.SafetyPage })));
const SettingsPage = lazy(() => import('../features/settings/components/settings-page').then((m) => ({ default: m.SettingsPage })));
const CommunityPage = lazy(() =>
  import('../features/community/components/community-page').then((m) => ({ default: m.CommunityPage })),
);
// The admin area is its own chunk with its own layout; its sign-in page is a small one apart.
const AdminApp = lazy(() => import('../features/admin/components/admin-app').then((m) => ({ default: m.AdminApp })));
const AdminLoginPage = lazy(() =>
  import('../features/admin/components/admin-login-page').then((m) => ({ default: m.AdminLoginPage })),
);

export const AUTH_LOADING_TEXT = 'Loading your AI coach team...';

/**
 * Spec §2 access rules: signed out, only /login, /reset-password and /verify-email exist and every
 * other path shows the login screen in place, so signing in lands on the page that was asked for.
 * /admin/...: signed out, the admin sign-in; an admin gets the admin area; for anyone else the
 * area does not exist (the app's own not-found page).
 */
export function AppRoutes() {
  const { loading, isAuthenticated, user } = useAuth();
  if (loading) return <Loader fullScreen label={AUTH_LOADING_TEXT} />;
  const isAdmin = user?.role === 'admin';

  return (
    <Suspense fallback={<Loader fullScreen />}>
      <Routes>
        <Route path="/login" element={isAuthenticated ? <Navigate to="/" replace /> : <LoginPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="/verify-email" element={<VerifyEmailPage />} />
        {!isAuthenticated && <Route path="/admin/*" element={<AdminLoginPage />} />}
        {isAdmin && <Route path="/admin/*" element={<AdminApp />} />}
        {isAuthenticated ? (
          <Route element={<AppLayout />}>
            <Route index element={<DashboardPage />} />
            <Route path="dashboard" element={<Navigate to="/" replace />} />
            <Route path="wellness" element={<WellnessPage />} />
            <Route path="support" element={<SupportPage />} />
            <Route path="profile" element={<ProfilePage />} />
            <Route path="therapists" element={<TherapistMatchingPage />} />
            <Route path="therapist-connections" element={<TherapistConnectionsPage />} />
            <Route path="mental-health" element={<MentalHealthPage />} />
            <Route path="journal" element={<JournalPage />} />
            <Route path="ai-coaching" element={<AiCoachingPage />} />
            <Route path="safety" element={<SafetyPage />} />
            <Route path="settings" element={<SettingsPage />} />
            <Route path="community" element={<CommunityPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        ) : (
          <Route path="*" element={<LoginPage />} />
        )}
      </Routes>
    </Suspense>
  );
}
