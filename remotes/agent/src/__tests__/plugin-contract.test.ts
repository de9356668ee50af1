import { remotePluginContract } from '@casino/testing';
import packageJson from '../../package.json';

remotePluginContract(packageJson, () => import('../plugin'));
