// The production entry (npm start): the server as configured by the environment, and nothing made for tests.
import { runServer } from './server';

runServer();
