import { Button, Text, ToastRegion } from '@casino/ui/core';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { BrowserRouter, Navigate, NavLink, Route, Routes } from 'react-router-dom';
import {
  currentOperator,
  type OperatorRole,
  type SignedInOperator,
  signOut,
  whenSessionEnds,
} from './console-api';
import { SignInPage } from './pages/sign-in-page';
import { SignedInContext } from './signed-in';

// Each section is its own chunk: an operator downloads the pages they open, not every section.
const AdjustmentsPage = lazy(() =>
  import('./pages/adjustments-page').then((module) => ({ default: module.AdjustmentsPage })),
);
const AuditPage = lazy(() => import('./pages/audit-page').then((module) => ({ default: module.AuditPage })));
const CustomerServicePage = lazy(() =>
  import('./pages/customer-service-page').then((module) => ({ default: module.CustomerServicePage })),
);
const DailySummaryPage = lazy(() =>
  import('./pages/daily-summary-page').then((module) => ({ default: module.DailySummaryPage })),
);
const DepositBonusesPage = lazy(() =>
  import('./pages/deposit-bonuses-page').then((module) => ({ default: module.DepositBonusesPage })),
);
const DepositChannelsPage = lazy(() =>
  import('./pages/deposit-channels-page').then((module) => ({ default: module.DepositChannelsPage })),
);
const DepositsPage = lazy(() =>
  import('./pages/deposits-page').then((module) => ({ default: module.DepositsPage })),
);
const FeedbackPage = lazy(() =>
  import('./pages/feedback-page').then((module) => ({ default: module.FeedbackPage })),
);
const JackpotPage = lazy(() =>
  import('./pages/jackpot-page').then((module) => ({ default: module.JackpotPage })),
);
const KycPage = lazy(() => import('./pages/kyc-page').then((module) => ({ default: module.KycPage })));
const MailPage = lazy(() => import('./pages/mail-page').then((module) => ({ default: module.MailPage })));
const MaintenancePage = lazy(() =>
  import('./pages/maintenance-page').then((module) => ({ default: module.MaintenancePage })),
);
const OperatorsPage = lazy(() =>
  import('./pages/operators-page').then((module) => ({ default: module.OperatorsPage })),
);
const PlayersPage = lazy(() =>
  import('./pages/players-page').then((module) => ({ default: module.PlayersPage })),
);
const ReleasesPage = lazy(() =>
  import('./pages/releases-page').then((module) => ({ default: module.ReleasesPage })),
);
const TasksPage = lazy(() => import('./pages/tasks-page').then((module) => ({ default: module.TasksPage })));
const VipLevelsPage = lazy(() =>
  import('./pages/vip-levels-page').then((module) => ({ default: module.VipLevelsPage })),
);
const WithdrawalsPage = lazy(() =>
  import('./pages/withdrawals-page').then((module) => ({ default: module.WithdrawalsPage })),
);

interface Section {
  path: string;
  label: string;
  /** Roles besides the owner who see it; the server checks again on every call. */
  roles: OperatorRole[];
  page: ComponentType;
}

const sections: Section[] = [
  { path: 'players', label: 'Players', roles: ['support', 'finance', 'marketing'], page: PlayersPage },
  { path: 'kyc', label: 'KYC reviews', roles: ['support'], page: KycPage },
  { path: 'feedback', label: 'Feedback', roles: ['support'], page: FeedbackPage },
  { path: 'withdrawals', label: 'Withdrawals', roles: ['finance'], page: WithdrawalsPage },
  { path: 'adjustments', label: 'Adjustments', roles: ['finance'], page: AdjustmentsPage },
  { path: 'deposits', label: 'Deposits', roles: ['finance'], page: DepositsPage },
  { path: 'daily-summary', label: 'Daily summary', roles: ['finance'], page: DailySummaryPage },
  {
    path: 'deposit-bonuses',
    label: 'Deposit bonuses',
    roles: ['finance', 'marketing'],
    page: DepositBonusesPage,
  },
  { path: 'deposit-channels', label: 'Deposit channels', roles: ['finance'], page: DepositChannelsPage },
  { path: 'mail', label: 'Mail', roles: ['marketing', 'support'], page: MailPage },
  { path: 'vip-levels', label: 'VIP levels', roles: ['marketing'], page: VipLevelsPage },
  { path: 'tasks', label: 'Tasks', roles: ['marketing'], page: TasksPage },
  { path: 'jackpot', label: 'Lucky jackpot', roles: ['marketing'], page: JackpotPage },
  { path: 'customer-service', label: 'Customer service', roles: ['marketing'], page: CustomerServicePage },
  { path: 'releases', label: 'Releases', roles: ['release'], page: ReleasesPage },
  { path: 'maintenance', label: 'Maintenance', roles: [], page: MaintenancePage },
  { path: 'operators', label: 'Operators', roles: [], page: OperatorsPage },
  { path: 'audit', label: 'Audit log', roles: [], page: AuditPage },
];

const visibleTo = (role: OperatorRole) =>
  sections.filter((section) => role === 'owner' || section.roles.includes(role));

/** The console: sign-in, then the sections the operator's role may use. */
export function ConsoleApp() {
  const [operator, setOperator] = useState<SignedInOperator | null | undefined>(undefined);
  useEffect(() => {
    whenSessionEnds(() => setOperator(null));
    void currentOperator().then(setOperator);
  }, []);
  return (
    <BrowserRouter basename="/ops">
      {operator === undefined ? null : operator === null ? (
        <SignInPage onSignedIn={setOperator} />
      ) : (
        <ConsoleFrame
          operator={operator}
          onSignOut={async () => {
            await signOut();
            setOperator(null);
          }}
        />
      )}
      <ToastRegion />
    </BrowserRouter>
  );
}

function ConsoleFrame({ operator, onSignOut }: { operator: SignedInOperator; onSignOut: () => void }) {
  const mine = visibleTo(operator.role);
  return (
    <SignedInContext.Provider value={operator}>
      <div className="console">
        <nav className="console-nav" aria-label="Sections">
          <Text weight="bold" size="lg">
            Operator console
          </Text>
          <ul>
            {mine.map((section) => (
              <li key={section.path}>
                <NavLink to={`/${section.path}`}>{section.label}</NavLink>
              </li>
            ))}
          </ul>
          <div className="console-who">
            <Text size="sm">
              {operator.name} · {operator.role}
            </Text>
            <Button size="sm" variant="secondary" onClick={onSignOut}>
              Sign out
            </Button>
          </div>
        </nav>
        <main className="console-main">
          <Suspense fallback={null}>
            <Routes>
              {mine.map((section) => (
                <Route key={section.path} path={`/${section.path}/*`} element={<section.page />} />
              ))}
              <Route path="*" element={<Navigate to={`/${mine[0]?.path ?? ''}`} replace />} />
            </Routes>
          </Suspense>
        </main>
      </div>
    </SignedInContext.Provider>
  );
}
