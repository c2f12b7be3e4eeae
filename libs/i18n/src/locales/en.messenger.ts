/** The branch chat panel (libs/feature-messenger). */
export default {
  title: 'Chat',
  close: 'Close chat',
  list_label: 'Messages',
  online: 'Online: {{count}}',
  online_list: 'Online in this branch',
  load_earlier: 'Load earlier messages',
  loading: 'Loading messages…',
  empty_title: 'No messages yet',
  empty_text: 'Messages from colleagues in your branch will appear here.',
  no_branch: 'Choose a branch to see its chat.',
  composer_label: 'Message',
  composer_placeholder: 'Write a message… (Enter sends, Shift+Enter adds a line)',
  send: 'Send',
  messages: {
    load_failed: 'Could not load the chat messages',
    create_failed: 'Could not send the message',
  },
};
