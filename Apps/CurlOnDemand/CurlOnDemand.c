// Loads libcurl on first use for the release `feed` on Linux (see include/CurlOnDemand.h).
//
// The static FoundationNetworking calls libcurl through the functions below. Linked with `-lcurl`, the
// dynamic loader maps libcurl and its dependencies, binds about 8,500 of their symbols and runs their
// initialisers at every start, which was more than half of `feed --version`'s CPU time. Defined here,
// the functions resolve the real ones with dlopen/dlsym on the first call, once, for every thread.
// CURL_ON_DEMAND is defined for Linux release builds only (root Package.swift); elsewhere FoundationNetworking
// is a shared library linking libcurl itself, and this file is empty.
#if defined(CURL_ON_DEMAND)

#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <unistd.h>

// libcurl's handles and enumerations, as the ABI passes them: opaque pointers and ints.
typedef void CURL;
typedef void CURLM;
typedef void CURLU;
struct curl_slist;

// The real functions, resolved once.
static struct {
    CURL *(*easy_init)(void);
    void (*easy_cleanup)(CURL *);
    int (*easy_setopt)(CURL *, int, ...);
    int (*easy_getinfo)(CURL *, int, ...);
    int (*easy_pause)(CURL *, int);
    const char *(*easy_strerror)(int);
    void (*free)(void *);
    int (*global_init)(long);
    int (*multi_add_handle)(CURLM *, CURL *);
    int (*multi_remove_handle)(CURLM *, CURL *);
    int (*multi_assign)(CURLM *, int, void *);
    int (*multi_cleanup)(CURLM *);
    void *(*multi_info_read)(CURLM *, int *);
    CURLM *(*multi_init)(void);
    int (*multi_setopt)(CURLM *, int, ...);
    int (*multi_socket_action)(CURLM *, int, int, int *);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
    CURLU *(*url)(void);
    int (*url_get)(CURLU *, int, char **, unsigned int);
    int (*url_set)(CURLU *, int, const char *, unsigned int);
    char *(*version)(void);
    void *(*version_info)(int);
} curl;

static pthread_once_t curl_loaded = PTHREAD_ONCE_INIT;

// Without libcurl the process could not have started had it been linked; say so the same way and stop.
static void stop(const char *what, const char *detail) {
    fprintf(stderr, "feed: %s: %s (install libcurl4)\n", what, detail);
    _exit(127);
}

static void *resolve(void *library, const char *name) {
    void *function = dlsym(library, name);
    if (function == NULL) stop("libcurl.so.4 has no function", name);
    return function;
}

static void load_curl(void) {
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) stop("libcurl.so.4 could not be loaded", dlerror());
    curl.easy_init = resolve(library, "curl_easy_init");
    curl.easy_cleanup = resolve(library, "curl_easy_cleanup");
    curl.easy_setopt = resolve(library, "curl_easy_setopt");
    curl.easy_getinfo = resolve(library, "curl_easy_getinfo");
    curl.easy_pause = resolve(library, "curl_easy_pause");
    curl.easy_strerror = resolve(library, "curl_easy_strerror");
    curl.free = resolve(library, "curl_free");
    curl.global_init = resolve(library, "curl_global_init");
    curl.multi_add_handle = resolve(library, "curl_multi_add_handle");
    curl.multi_remove_handle = resolve(library, "curl_multi_remove_handle");
    curl.multi_assign = resolve(library, "curl_multi_assign");
    curl.multi_cleanup = resolve(library, "curl_multi_cleanup");
    curl.multi_info_read = resolve(library, "curl_multi_info_read");
    curl.multi_init = resolve(library, "curl_multi_init");
    curl.multi_setopt = resolve(library, "curl_multi_setopt");
    curl.multi_socket_action = resolve(library, "curl_multi_socket_action");
    curl.slist_append = resolve(library, "curl_slist_append");
    curl.slist_free_all = resolve(library, "curl_slist_free_all");
    curl.url = resolve(library, "curl_url");
    curl.url_get = resolve(library, "curl_url_get");
    curl.url_set = resolve(library, "curl_url_set");
    curl.version = resolve(library, "curl_version");
    curl.version_info = resolve(library, "curl_version_info");
}

#define LOADED (pthread_once(&curl_loaded, load_curl), &curl)

CURL *curl_easy_init(void) { return LOADED->easy_init(); }
void curl_easy_cleanup(CURL *handle) { LOADED->easy_cleanup(handle); }
int curl_easy_pause(CURL *handle, int bitmask) { return LOADED->easy_pause(handle, bitmask); }
const char *curl_easy_strerror(int code) { return LOADED->easy_strerror(code); }
void curl_free(void *pointer) { LOADED->free(pointer); }
int curl_global_init(long flags) { return LOADED->global_init(flags); }
int curl_multi_add_handle(CURLM *multi, CURL *handle) { return LOADED->multi_add_handle(multi, handle); }
int curl_multi_remove_handle(CURLM *multi, CURL *handle) { return LOADED->multi_remove_handle(multi, handle); }
int curl_multi_assign(CURLM *multi, int socket, void *pointer) { return LOADED->multi_assign(multi, socket, pointer); }
int curl_multi_cleanup(CURLM *multi) { return LOADED->multi_cleanup(multi); }
void *curl_multi_info_read(CURLM *multi, int *left) { return LOADED->multi_info_read(multi, left); }
CURLM *curl_multi_init(void) { return LOADED->multi_init(); }
int curl_multi_socket_action(CURLM *multi, int socket, int events, int *running) {
    return LOADED->multi_socket_action(multi, socket, events, running);
}
struct curl_slist *curl_slist_append(struct curl_slist *list, const char *string) {
    return LOADED->slist_append(list, string);
}
void curl_slist_free_all(struct curl_slist *list) { LOADED->slist_free_all(list); }
CURLU *curl_url(void) { return LOADED->url(); }
int curl_url_get(CURLU *url, int part, char **value, unsigned int flags) {
    return LOADED->url_get(url, part, value, flags);
}
int curl_url_set(CURLU *url, int part, const char *value, unsigned int flags) {
    return LOADED->url_set(url, part, value, flags);
}
char *curl_version(void) { return LOADED->version(); }
void *curl_version_info(int age) { return LOADED->version_info(age); }

// The variadic options and queries take exactly one argument after the option, and every libcurl option
// and query argument is a long, a pointer or a curl_off_t: one 64-bit integer-class value, which the
// x86-64 and AArch64 Linux calling conventions pass the same way whichever of the three it is.
#define ONE_ARGUMENT(option) \
    va_list arguments; \
    va_start(arguments, option); \
    void *argument = va_arg(arguments, void *); \
    va_end(arguments)

int curl_easy_setopt(CURL *handle, int option, ...) {
    ONE_ARGUMENT(option);
    return LOADED->easy_setopt(handle, option, argument);
}
int curl_easy_getinfo(CURL *handle, int info, ...) {
    ONE_ARGUMENT(info);
    return LOADED->easy_getinfo(handle, info, argument);
}
int curl_multi_setopt(CURLM *multi, int option, ...) {
    ONE_ARGUMENT(option);
    return LOADED->multi_setopt(multi, option, argument);
}

#endif
