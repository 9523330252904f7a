cmd
  $ATTN cast --dtype f64 x.safetensors:b
file x.safetensors escaped noeol
  \xc8\x02\x00\x00\x00\x00\x00\x00{"t00":{"dtype":"F32","shape":[1,2],"data_offsets":[0,8]},"t01":{"dtype":"F32","shape":[1,2],"data_offsets":[8,16]},"t02":{"dtype":"F32","shape":[1,2],"data_offsets":[16,24]},"t03":{"dtype":"F32","shape":[1,2],"data_offsets":[24,32]},"t04":{"dtype":"F32","shape":[1,2],"data_offsets":[32,40]},"t05":{"dtype":"F32","shape":[1,2],"data_offsets":[40,48]},"t06":{"dtype":"F32","shape":[1,2],"data_offsets":[48,56]},"t07":{"dtype":"F32","shape":[1,2],"data_offsets":[56,64]},"t08":{"dtype":"F32","shape":[1,2],"data_offsets":[64,72]},"t09":{"dtype":"F32","shape":[1,2],"data_offsets":[72,80]},"t10":{"dtype":"F32","shape":[1,2],"data_offsets":[80,88]},"t11":{"dtype":"F32","shape":[1,2],"data_offsets":[88,96]}}      \x00\x00\x80?\x00\x00\x00@\x00\x00\x80?\x00\x00\x00@\x00\x00\x80?\x00\x00\x00@\x00\x00\x80?\x00\x00\x00@\x00\x00\x80?\x00\x00\x00@\x00\x00\x80?\x00\x00\x00@\x00\x00\x80?\x00\x00\x00@\x00\x00\x80?\x00\x00\x00@\x00\x00\x80?\x00\x00\x00@\x00\x00\x80?\x00\x00\x00@\x00\x00\x80?\x00\x00\x00@\x00\x00\x80?\x00\x00\x00@
stderr
  attn cast: x.safetensors: no tensor named 'b'; it has 't00', 't01', 't02', 't03', 't04', 't05', 't06', 't07', 't08', 't09', ... (more than 10 in all)
status 1
