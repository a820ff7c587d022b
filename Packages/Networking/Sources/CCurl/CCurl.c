// libcurl loaded with dlopen on first use (see include/CCurl.h): linked with -lcurl, the dynamic loader
// maps libcurl and its two dozen libraries (TLS, HTTP/2, Kerberos, LDAP...), binds thousands of their
// symbols and runs their initialisers at every start, network or not.

#include "CCurl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>

// CURLMsg as libcurl lays it out: the message kind, the easy handle, then a union whose first member
// for CURLMSG_DONE is the result code.
typedef struct {
    int msg;
    CCurlEasy *easy;
    union {
        void *whatever;
        int result;
    } data;
} ccurl_message;

#define CCURLMSG_DONE 1
#define CCURL_GLOBAL_DEFAULT 3

static struct {
    int (*global_init)(long);
    CCurlEasy *(*easy_init)(void);
    void (*easy_cleanup)(CCurlEasy *);
    int (*easy_setopt)(CCurlEasy *, int, ...);
    int (*easy_getinfo)(CCurlEasy *, int, ...);
    const char *(*easy_strerror)(int);
    CCurlMulti *(*multi_init)(void);
    int (*multi_cleanup)(CCurlMulti *);
    int (*multi_setopt)(CCurlMulti *, int, ...);
    int (*multi_add_handle)(CCurlMulti *, CCurlEasy *);
    int (*multi_remove_handle)(CCurlMulti *, CCurlEasy *);
    int (*multi_perform)(CCurlMulti *, int *);
    int (*multi_poll)(CCurlMulti *, void *, unsigned int, int, int *);
    int (*multi_wakeup)(CCurlMulti *);
    ccurl_message *(*multi_info_read)(CCurlMulti *, int *);
    CCurlShare *(*share_init)(void);
    int (*share_cleanup)(CCurlShare *);
    int (*share_setopt)(CCurlShare *, int, ...);
    CCurlList *(*slist_append)(CCurlList *, const char *);
    void (*slist_free_all)(CCurlList *);
} curl;

static pthread_once_t curl_once = PTHREAD_ONCE_INIT;
static const char *load_failure = NULL;
static char load_failure_text[512];

static int resolve(void *library, const char *name, void **function) {
    *function = dlsym(library, name);
    if (*function != NULL) return 1;
    snprintf(load_failure_text, sizeof load_failure_text,
             "the libcurl.so.4 found has no function %s (the HTTP client needs libcurl 7.68 or later: install "
             "the Debian package libcurl4)",
             name);
    load_failure = load_failure_text;
    return 0;
}

#define RESOLVE(field, name) \
    if (!resolve(library, name, (void **)&curl.field)) return

static void load(void) {
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        snprintf(load_failure_text, sizeof load_failure_text,
                 "libcurl.so.4 could not be loaded (%s): install the Debian package libcurl4", dlerror());
        load_failure = load_failure_text;
        return;
    }
    RESOLVE(global_init, "curl_global_init");
    RESOLVE(easy_init, "curl_easy_init");
    RESOLVE(easy_cleanup, "curl_easy_cleanup");
    RESOLVE(easy_setopt, "curl_easy_setopt");
    RESOLVE(easy_getinfo, "curl_easy_getinfo");
    RESOLVE(easy_strerror, "curl_easy_strerror");
    RESOLVE(multi_init, "curl_multi_init");
    RESOLVE(multi_cleanup, "curl_multi_cleanup");
    RESOLVE(multi_setopt, "curl_multi_setopt");
    RESOLVE(multi_add_handle, "curl_multi_add_handle");
    RESOLVE(multi_remove_handle, "curl_multi_remove_handle");
    RESOLVE(multi_perform, "curl_multi_perform");
    RESOLVE(multi_poll, "curl_multi_poll");
    RESOLVE(multi_wakeup, "curl_multi_wakeup");
    RESOLVE(multi_info_read, "curl_multi_info_read");
    RESOLVE(share_init, "curl_share_init");
    RESOLVE(share_cleanup, "curl_share_cleanup");
    RESOLVE(share_setopt, "curl_share_setopt");
    RESOLVE(slist_append, "curl_slist_append");
    RESOLVE(slist_free_all, "curl_slist_free_all");
    if (curl.global_init(CCURL_GLOBAL_DEFAULT) != CCURLE_OK) {
        load_failure = "libcurl.so.4 could not initialise itself (curl_global_init failed)";
    }
}

const char *ccurl_load(void) {
    pthread_once(&curl_once, load);
    return load_failure;
}

// Every function below is called only after ccurl_load() returned NULL.

CCurlEasy *ccurl_easy_init(void) { return curl.easy_init(); }
void ccurl_easy_cleanup(CCurlEasy *easy) { curl.easy_cleanup(easy); }
int ccurl_easy_setopt_long(CCurlEasy *easy, int option, long value) { return curl.easy_setopt(easy, option, value); }
int ccurl_easy_setopt_pointer(CCurlEasy *easy, int option, const void *value) {
    return curl.easy_setopt(easy, option, value);
}
int ccurl_easy_setopt_offset(CCurlEasy *easy, int option, long long value) {
    return curl.easy_setopt(easy, option, value);
}
int ccurl_easy_setopt_callback(CCurlEasy *easy, int option, ccurl_data_callback callback) {
    return curl.easy_setopt(easy, option, callback);
}
int ccurl_easy_getinfo_long(CCurlEasy *easy, int info, long *value) { return curl.easy_getinfo(easy, info, value); }
int ccurl_easy_getinfo_offset(CCurlEasy *easy, int info, long long *value) {
    return curl.easy_getinfo(easy, info, value);
}
int ccurl_easy_getinfo_string(CCurlEasy *easy, int info, const char **value) {
    return curl.easy_getinfo(easy, info, value);
}
const char *ccurl_easy_strerror(int code) { return curl.easy_strerror(code); }

CCurlMulti *ccurl_multi_init(void) { return curl.multi_init(); }
void ccurl_multi_cleanup(CCurlMulti *multi) { curl.multi_cleanup(multi); }
int ccurl_multi_setopt_long(CCurlMulti *multi, int option, long value) {
    return curl.multi_setopt(multi, option, value);
}
int ccurl_multi_add_handle(CCurlMulti *multi, CCurlEasy *easy) { return curl.multi_add_handle(multi, easy); }
int ccurl_multi_remove_handle(CCurlMulti *multi, CCurlEasy *easy) { return curl.multi_remove_handle(multi, easy); }
int ccurl_multi_perform(CCurlMulti *multi, int *running) { return curl.multi_perform(multi, running); }
int ccurl_multi_poll(CCurlMulti *multi, int timeout_ms) { return curl.multi_poll(multi, NULL, 0, timeout_ms, NULL); }
int ccurl_multi_wakeup(CCurlMulti *multi) { return curl.multi_wakeup(multi); }

CCurlEasy *ccurl_multi_next_done(CCurlMulti *multi, int *result) {
    int left = 0;
    ccurl_message *message;
    while ((message = curl.multi_info_read(multi, &left)) != NULL) {
        if (message->msg == CCURLMSG_DONE) {
            *result = message->data.result;
            return message->easy;
        }
    }
    return NULL;
}

// CURLSHOPT_LOCKFUNC and CURLSHOPT_UNLOCKFUNC: a share handle is touched by every thread that attaches an
// easy handle to it, so its data is guarded: one mutex for each kind of data (curl_lock_data, 0 to 7).
#define CCURLSHOPT_LOCKFUNC 3
#define CCURLSHOPT_UNLOCKFUNC 4
#define CCURL_LOCK_DATA_KINDS 8
static pthread_mutex_t share_mutexes[CCURL_LOCK_DATA_KINDS] = {
    PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER,
    PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER,
};

static pthread_mutex_t *share_mutex(int data) {
    return &share_mutexes[(unsigned)data % CCURL_LOCK_DATA_KINDS];
}

static void lock_share(CCurlEasy *easy, int data, int access, void *context) {
    (void)easy, (void)access, (void)context;
    pthread_mutex_lock(share_mutex(data));
}

static void unlock_share(CCurlEasy *easy, int data, void *context) {
    (void)easy, (void)context;
    pthread_mutex_unlock(share_mutex(data));
}

CCurlShare *ccurl_share_init(void) {
    CCurlShare *share = curl.share_init();
    if (share == NULL) return NULL;
    curl.share_setopt(share, CCURLSHOPT_LOCKFUNC, lock_share);
    curl.share_setopt(share, CCURLSHOPT_UNLOCKFUNC, unlock_share);
    return share;
}
void ccurl_share_cleanup(CCurlShare *share) { curl.share_cleanup(share); }
int ccurl_share_setopt_long(CCurlShare *share, int option, long value) {
    return curl.share_setopt(share, option, value);
}

CCurlList *ccurl_slist_append(CCurlList *list, const char *string) { return curl.slist_append(list, string); }
void ccurl_slist_free_all(CCurlList *list) { curl.slist_free_all(list); }
