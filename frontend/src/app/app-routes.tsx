import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Loader } from '../components/loader';
import { useAuth } from '../lib/auth-context';
import { titled } from '../lib/page-title';
import { lazyPage, prefetchPageData, preloadPage } from '../lib/lazy-page';
import { getToken } from '../lib/storage';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './not-found-page';
import { SIGNED_IN_PAGES } from './signed-in-pages';
import { useRouteFocus } from './route-focus';

// Each page is its own chunk: signed-out visitors never load the app, and vice versa.
const LoginPage = lazy(() => import('../features/auth/components/login-page').then((m) => ({ default: m.LoginPage })));
const ResetPasswordPage = lazy(() =>
  import('../features/auth/components/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
const VerifyEmailPage = lazy(() =>
  import('../features/auth/components/verify-email-page').then((m) => ({ default: m.VerifyEmailPage })),
);


/**
 * Starts fetching the page a signed-in person opened while the app loads its configuration and
 * checks the session, instead of after: the same module the route then renders.
 */
export function preloadSignedInPage(pathname: string): void {
  const load = signedInPageAt(pathname);
  if (load && getToken() !== null) preloadPage(load).catch(() => undefined);
}

/** Once the configuration is known: the opened page's first data, asked for beside the session check. */
export function prefetchSignedInPageData(pathname: string): void {
  const load = signedInPageAt(pathname);
  if (load && getToken() !== null) prefetchPageData(load);
}

function signedInPageAt(pathname: string): (() => Promise<unknown>) | undefined {
  return (SIGNED_IN_PAGES as Record<string, (() => Promise<unknown>) | undefined>)[pathname.split('/')[1] ?? ''];
}

const DashboardPage = lazyPage(SIGNED_IN_PAGES[''], (m) => m.DashboardPage);
const WellnessPage = lazyPage(SIGNED_IN_PAGES.wellness, (m) => m.WellnessPage);
const SupportPage = lazyPage(SIGNED_IN_PAGES.support, (m) => m.SupportPage);
const ProfilePage = lazyPage(SIGNED_IN_PAGES.profile, (m) => m.ProfilePage);
const TherapistMatchingPage = lazyPage(SIGNED_IN_PAGES.therapists, (m) => m.TherapistMatchingPage);
const TherapistConnectionsPage = lazyPage(SIGNED_IN_PAGES['therapist-connections'], (m) => m.TherapistConnectionsPage);
const MentalHealthPage = lazyPage(SIGNED_IN_PAGES['mental-health'], (m) => m.MentalHealthPage);
const CheckInsPage = lazyPage(SIGNED_IN_PAGES['check-ins'], (m) => m.CheckInsPage);
const ReportsPage = lazyPage(SIGNED_IN_PAGES.reports, (m) => m.ReportsPage);
const JournalPage = lazyPage(SIGNED_IN_PAGES.journal, (m) => m.JournalPage);
const AiCoachingPage = lazyPage(SIGNED_IN_PAGES['ai-coaching'], (m) => m.AiCoachingPage);
const SafetyPage = lazyPage(SIGNED_IN_PAGES.safety, (m) => m.SafetyPage);
const SafetyPlanPage = lazyPage(SIGNED_IN_PAGES['safety-plan'], (m) => m.SafetyPlanPage);
const SettingsPage = lazyPage(SIGNED_IN_PAGES.settings, (m) => m.SettingsPage);
const ImportPage = lazyPage(SIGNED_IN_PAGES.import, (m) => m.ImportPage);
const CommunityPage = lazyPage(SIGNED_IN_PAGES.community, (m) => m.CommunityPage);
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
  useRouteFocus(!loading, isAuthenticated);
  if (loading) return <Loader fullScreen label={AUTH_LOADING_TEXT} />;
  const isAdmin = user?.role === 'admin';

  return (
    <Suspense fallback={<Loader fullScreen />}>
      <Routes>
        <Route path="/login" element={isAuthenticated ? <Navigate to="/" replace /> : titled('Sign In', <LoginPage />)} />
        <Route path="/reset-password" element={titled('Reset Password', <ResetPasswordPage />)} />
        <Route path="/verify-email" element={titled('Verify Email', <VerifyEmailPage />)} />
        {!isAuthenticated && <Route path="/admin/*" element={titled('Admin sign-in', <AdminLoginPage />)} />}
        {/* The admin area names each of its own pages. */}
        {isAdmin && <Route path="/admin/*" element={<AdminApp />} />}
        {isAuthenticated ? (
          <Route element={<AppLayout />}>
            <Route index element={titled('Dashboard', <DashboardPage />)} />
            <Route path="dashboard" element={<Navigate to="/" replace />} />
            <Route path="wellness" element={titled('My Health', <WellnessPage />)} />
            <Route path="support" element={titled('Support Hub', <SupportPage />)} />
            <Route path="profile" element={titled('Your Profile', <ProfilePage />)} />
            <Route path="therapists" element={titled('Find Your Therapist', <TherapistMatchingPage />)} />
            <Route path="therapist-connections" element={titled('Therapist Connections', <TherapistConnectionsPage />)} />
            <Route path="mental-health" element={titled('Mental Health Profile', <MentalHealthPage />)} />
            <Route path="check-ins" element={titled('Check-ins', <CheckInsPage />)} />
            <Route path="reports" element={titled('Report for your therapist', <ReportsPage />)} />
            <Route path="journal" element={titled('Journal', <JournalPage />)} />
            <Route path="ai-coaching" element={titled('AI Coaches', <AiCoachingPage />)} />
            <Route path="safety" element={titled('About your AI coach and your safety', <SafetyPage />)} />
            <Route path="safety-plan" element={titled('My Safety Plan', <SafetyPlanPage />)} />
            <Route path="settings" element={titled('Account Settings', <SettingsPage />)} />
            <Route path="import" element={titled('Import data', <ImportPage />)} />
            <Route path="community" element={titled('Community', <CommunityPage />)} />
            <Route path="*" element={titled('Page Not Found', <NotFoundPage />)} />
          </Route>
        ) : (
          <Route path="*" element={titled('Sign In', <LoginPage />)} />
        )}
      </Routes>
    </Suspense>
  );
}
