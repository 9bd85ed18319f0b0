// The web app's static files, compiled into the binary (cmake/EmbedAssets.cmake, from web/).
#pragma once

#include <cstddef>

namespace ps::server {

struct Asset {
  const char* path;  // "/index.html"
  const char* content_type;
  const unsigned char* data;
  size_t size;
};

extern const Asset kAssets[];
extern const size_t kAssetCount;

}  // namespace ps::server
