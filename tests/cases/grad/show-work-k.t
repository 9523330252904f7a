cmd
  $ATTN grad --wrt k -q '[1,0]' -k '[1,0;0,1]' -v '[2,0;0,2]' --dout '[1,0]' -p 6 --show-work
stdout
  0.312797,0
  -0.312797,0
stderr
  row 0 (<literal> line 1): q = [1, 0]
    dot products   q.k0 = 1*1 + 0*0 = 1
                   q.k1 = 1*0 + 0*1 = 0
    scale          divide by sqrt(d_k) = sqrt(2) = 1.41421
    scores         [1, 0] / 1.41421
                   = [0.707107, 0]
    row max        0.707107
    exp(s - max)   [exp(0), exp(-0.707107)]
                   = [1, 0.493069]
    sum            1 + 0.493069 = 1.49307
    weights        [1, 0.493069] / 1.49307
                   = [0.669762, 0.330238]
    backward       dO = [1, 0]
    dA = dO V^T    dO.v0 = 1*2 + 0*0 = 2
                   dO.v1 = 1*0 + 0*2 = 0
    row sum        A.dA = 0.669762*2 + 0.330238*0 = 1.33952
    dS             A*(dA - row sum) = [0.669762*(2 - 1.33952), 0.330238*(0 - 1.33952)]
                   = [0.442362, -0.442362]
    dK += dS^T q   dK0 += 0.442362*[1, 0]
                   dK1 += (-0.442362)*[1, 0]
                   (then times the scale, once, at the end)
