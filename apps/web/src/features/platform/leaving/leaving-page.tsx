import { Route, Routes } from 'react-router';
import { LeaversList } from './leavers-list.tsx';
import { OffboardingView } from './offboarding-view.tsx';

/**
 * Leaving (issue 33 §1, docs/LEAVING.md): `/users/leaving`, the people leaving with what is still open, and
 * `/users/leaving/:catalogId`, one person's offboarding. Reached from the users and equipment users screens.
 */
export default function LeavingPage() {
  return (
    <Routes>
      <Route index element={<LeaversList />} />
      <Route path=":catalogId" element={<OffboardingView />} />
    </Routes>
  );
}
