import { useNavigate } from 'react-router-dom';

/** Goes to the previous page, or home when the page was opened directly (e.g. from a shared link). */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return () => {
    if (window.history.length > 1) navigate(-1);
    else navigate('/');
  };
}
