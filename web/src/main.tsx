import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
// Arabic letters in a font made for them (the system's may have none); only its Arabic range is downloaded.
import '@fontsource/noto-sans-arabic/arabic-400.css';
import '@fontsource/noto-sans-arabic/arabic-600.css';
import '@fontsource/noto-sans-arabic/arabic-700.css';
import './styles.css';
import './styles/profile.css';
import './styles/home.css';
import './styles/administration.css';
import './styles/organisers.css';
import './styles/schools-admin.css';
import './styles/events.css';
import './styles/event-workspace.css';
import './styles/registrations.css';
import './styles/workspace-content.css';
import './styles/imports.css';
import './styles/notifications.css';
import './styles/delegation.css';
import './styles/chair.css';
import './styles/roll-call.css';
import './styles/attendance.css';
import './styles/awards.css';
import './styles/papers.css';
import './styles/certificates.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
