#ifndef CCURL_H
#define CCURL_H

// The part of libcurl's C API the HTTP client calls, declared here rather than taken from curl.h: the
// machine image has libcurl.so.4 but not its headers. libcurl is loaded on the first call to
// ccurl_load(), so a command that never goes to the network never maps it. Every value below is part of
// libcurl's stable ABI (curl.h, multi.h); the comments name libcurl's own identifiers.

#include <stddef.h>

typedef struct CCurlEasy CCurlEasy;   // CURL
typedef struct CCurlMulti CCurlMulti; // CURLM
typedef struct CCurlShare CCurlShare; // CURLSH
typedef struct CCurlList CCurlList;   // struct curl_slist

/// A write or header callback (curl_write_callback): return a count other than size * count to stop.
typedef size_t (*ccurl_data_callback)(char *data, size_t size, size_t count, void *context);

// Easy options (CURLOPT_*).
#define CCURLOPT_WRITEDATA 10001
#define CCURLOPT_URL 10002
#define CCURLOPT_PROXY 10004
#define CCURLOPT_ERRORBUFFER 10010
#define CCURLOPT_WRITEFUNCTION 20011
#define CCURLOPT_USERAGENT 10018
#define CCURLOPT_HTTPHEADER 10023
#define CCURLOPT_HEADERDATA 10029
#define CCURLOPT_NOPROGRESS 43
#define CCURLOPT_FOLLOWLOCATION 52
#define CCURLOPT_CAINFO 10065
#define CCURLOPT_HEADERFUNCTION 20079
#define CCURLOPT_HTTPGET 80
#define CCURLOPT_NOSIGNAL 99
#define CCURLOPT_SHARE 10100
#define CCURLOPT_ACCEPT_ENCODING 10102
#define CCURLOPT_PRIVATE 10103
#define CCURLOPT_MAXFILESIZE_LARGE 30117
#define CCURLOPT_NOPROXY 10177
#define CCURLOPT_TIMEOUT_MS 155
#define CCURLOPT_SUPPRESS_CONNECT_HEADERS 265
#define CCURLOPT_PROTOCOLS_STR 10318

// Transfer information (CURLINFO_*).
#define CCURLINFO_EFFECTIVE_URL 0x100001
#define CCURLINFO_RESPONSE_CODE 0x200002
#define CCURLINFO_SSL_VERIFYRESULT 0x20000D
#define CCURLINFO_CONTENT_LENGTH_DOWNLOAD_T 0x60000F
#define CCURLINFO_HTTP_CONNECTCODE 0x200016
#define CCURLINFO_NUM_CONNECTS 0x20001A

// Multi options (CURLMOPT_*) and share options (CURLSHOPT_*, CURL_LOCK_DATA_*).
#define CCURLMOPT_MAXCONNECTS 6
#define CCURLMOPT_MAX_HOST_CONNECTIONS 7
#define CCURLMOPT_MAX_TOTAL_CONNECTIONS 13
#define CCURLSHOPT_SHARE 1
#define CCURL_LOCK_DATA_DNS 3
#define CCURL_LOCK_DATA_SSL_SESSION 4

// Result codes (CURLcode).
#define CCURLE_OK 0
#define CCURLE_UNSUPPORTED_PROTOCOL 1
#define CCURLE_URL_MALFORMAT 3
#define CCURLE_COULDNT_RESOLVE_PROXY 5
#define CCURLE_COULDNT_RESOLVE_HOST 6
#define CCURLE_COULDNT_CONNECT 7
#define CCURLE_WEIRD_SERVER_REPLY 8
#define CCURLE_HTTP2 16
#define CCURLE_PARTIAL_FILE 18
#define CCURLE_WRITE_ERROR 23
#define CCURLE_OUT_OF_MEMORY 27
#define CCURLE_OPERATION_TIMEDOUT 28
#define CCURLE_SSL_CONNECT_ERROR 35
#define CCURLE_GOT_NOTHING 52
#define CCURLE_SEND_ERROR 55
#define CCURLE_RECV_ERROR 56
#define CCURLE_PEER_FAILED_VERIFICATION 60
#define CCURLE_BAD_CONTENT_ENCODING 61
#define CCURLE_FILESIZE_EXCEEDED 63
#define CCURLE_SSL_CACERT_BADFILE 77
#define CCURLE_HTTP2_STREAM 92
#define CCURLE_PROXY 97

/// The size libcurl writes its error message into (CURL_ERROR_SIZE).
#define CCURL_ERROR_SIZE 256

/// Loads libcurl.so.4 and initialises it, once for the process; returns NULL on success, else a sentence
/// saying what is missing (the same one on every later call).
const char *ccurl_load(void);

CCurlEasy *ccurl_easy_init(void);
void ccurl_easy_cleanup(CCurlEasy *easy);
int ccurl_easy_setopt_long(CCurlEasy *easy, int option, long value);
int ccurl_easy_setopt_pointer(CCurlEasy *easy, int option, const void *value);
int ccurl_easy_setopt_offset(CCurlEasy *easy, int option, long long value);
int ccurl_easy_setopt_callback(CCurlEasy *easy, int option, ccurl_data_callback callback);
int ccurl_easy_getinfo_long(CCurlEasy *easy, int info, long *value);
int ccurl_easy_getinfo_offset(CCurlEasy *easy, int info, long long *value);
int ccurl_easy_getinfo_string(CCurlEasy *easy, int info, const char **value);
const char *ccurl_easy_strerror(int code);

CCurlMulti *ccurl_multi_init(void);
void ccurl_multi_cleanup(CCurlMulti *multi);
int ccurl_multi_setopt_long(CCurlMulti *multi, int option, long value);
int ccurl_multi_add_handle(CCurlMulti *multi, CCurlEasy *easy);
int ccurl_multi_remove_handle(CCurlMulti *multi, CCurlEasy *easy);
int ccurl_multi_perform(CCurlMulti *multi, int *running);
/// Sleeps in poll(2) until a transfer's socket is ready, libcurl's next timeout, `timeout_ms` or a wake-up.
int ccurl_multi_poll(CCurlMulti *multi, int timeout_ms);
/// Ends a ccurl_multi_poll at once; callable from any thread.
int ccurl_multi_wakeup(CCurlMulti *multi);
/// The next finished transfer and its result code, or NULL when none is left to report.
CCurlEasy *ccurl_multi_next_done(CCurlMulti *multi, int *result);

CCurlShare *ccurl_share_init(void);
void ccurl_share_cleanup(CCurlShare *share);
int ccurl_share_setopt_long(CCurlShare *share, int option, long value);

CCurlList *ccurl_slist_append(CCurlList *list, const char *string);
void ccurl_slist_free_all(CCurlList *list);

#endif
