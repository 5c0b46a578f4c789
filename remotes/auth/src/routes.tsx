// The auth remote's screens under its two mount points: /auth/* (no layout) and /account/* (main layout).
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@vet/shared-ui/contract';

const LoginPage = lazy(() => import('./features/login/LoginPage'));
const RegisterPage = lazy(() => import('./features/register/RegisterPage'));
const ConfirmAccountPage = lazy(() => import('./features/confirm-account/ConfirmAccountPage'));
const RequestNewTokenPage = lazy(() => import('./features/request-new-token/RequestNewTokenPage'));
const ForgotPasswordPage = lazy(() => import('./features/forgot-password/ForgotPasswordPage'));
const NewPasswordPage = lazy(() => import('./features/new-password/NewPasswordPage'));
const InvitationPage = lazy(() => import('./features/invitation/InvitationPage'));
const ProfilePage = lazy(() => import('./features/profile/ProfilePage'));
const ChangePasswordPage = lazy(() => import('./features/change-password/ChangePasswordPage'));

export const authRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="login" replace /> },
  { path: 'login', element: <LoginPage /> },
  { path: 'register', element: <RegisterPage /> },
  { path: 'confirm-account', element: <ConfirmAccountPage /> },
  { path: 'request-new-token', element: <RequestNewTokenPage /> },
  { path: 'forgot-password', element: <ForgotPasswordPage /> },
  { path: 'new-password', element: <NewPasswordPage /> },
  { path: 'invitation/:token', element: <InvitationPage /> },
  { path: '*', element: <Navigate to={paths.notFound} replace /> },
];

export const accountRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="profile" replace /> },
  { path: 'profile', element: <ProfilePage /> },
  { path: 'password', element: <ChangePasswordPage /> },
  { path: '*', element: <Navigate to={paths.notFound} replace /> },
];
