import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { registerNavigator } from '../lib/navigation';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

export const App = () => {
  const [router] = useState(() => {
    const created = createAppRouter();
    // The API client sends the user to /login on a 401 from outside React.
    registerNavigator((to, options) => created.navigate(to, options));
    return created;
  });
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
};
